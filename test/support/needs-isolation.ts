/**
 * Which unit test files need a module graph of their own (vitest.config.ts). The unit files run in
 * one process that imports the shared modules once (Vitest's `isolate: false`): a file that starts
 * the worker would otherwise pay Miniflare's import (some 1.5 s on a busy runner) before its first
 * test. A file keeps its own graph when it replaces modules or globals for its tests (vi.mock,
 * stubs, fake timers, process listeners), and so does everything in client/, whose stores are module
 * state that its tests set.
 */
import { globSync, readFileSync } from "node:fs";

/**
 * A unit file that times something on the machine (a thousand logins against a limit, raced
 * payments, a stalled database's deadline, a child process per test) says so on a line of its own:
 * `// Runs alone: <why>`. Those files run one at a time after the others, which run two at a time
 * (vitest.config.ts): beside another file their bursts queued and their deadlines were missed.
 */
const RUNS_ALONE = /^\/\/ Runs alone: /m;

export const CHANGES_THE_PROCESS = /\bvi\.(mock|doMock|unmock|stubGlobal|stubEnv|useFakeTimers)\(|\bprocess\.on\(/;

/**
 * The unit files that keep a module graph of their own (`isolated`) and those that run alone after
 * the rest (`alone`, never also isolated), each file read once.
 */
export function unitFileGroups(root: string, patterns: readonly string[]): { isolated: string[]; alone: string[] } {
  const isolated: string[] = [];
  const alone: string[] = [];
  for (const file of patterns.flatMap((pattern) => globSync(pattern, { cwd: root }))) {
    const text = readFileSync(`${root}/${file}`, "utf8");
    if (file.startsWith("client/") || CHANGES_THE_PROCESS.test(text)) isolated.push(file);
    else if (RUNS_ALONE.test(text)) alone.push(file);
  }
  return { isolated, alone };
}
