// The floors of ARCHITECTURE §2 as a lint rule: every import is resolved to the folder it lands in
// and checked against what the importing file's floor may use. Run by `npm run lint`.
//
//   schema/  (1) imports nothing of ours above it, and neither Hono nor React
//   domain/  (2) imports schema/ only; no Hono, React, drizzle, libSQL or node: built-ins (no I/O)
//   client/  (3) never imports worker/, scripts/ or bench/
//   worker/  (3) a module outside a feature folder (worker/catalog, worker/cart, …) reaches it only
//                through its public face, worker/<feature>/index.ts, or a sub-feature's face,
//                worker/<feature>/<part>/index.ts (catalog/api, catalog/pages, content/pages: parts that
//                render pages, kept out of a face scripts load); that holds for another feature and for
//                the composition root (worker/app.ts, worker/routes.tsx) alike. Platform folders (context,
//                session, errors, http, pages, …) serve every feature and import no feature (types
//                from a face excepted: the request context declares the variables features set)
//   scripts/, bench/ (4) use schema, domain, client and the features' public faces, never their internals
import { existsSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");

/** worker/ folders that are rendering and request infrastructure rather than features. */
const WORKER_PLATFORM = new Set([
  "context",
  "config",
  "db",
  "errors",
  "http",
  "logging",
  "pages",
  "platform",
  "session",
]);
const WORKER_ROOT_FILES = new Set(["worker/app.ts", "worker/routes.tsx", "worker/index.ts", "worker/virtual.d.ts"]);
const FORBIDDEN_PACKAGES = {
  schema: [/^hono(\/|$)/, /^react(-dom)?(\/|$)/],
  domain: [
    /^hono(\/|$)/,
    /^react(-dom)?(\/|$)/,
    /^drizzle-orm(\/|$)/,
    /^@libsql\//,
    /^libsql$/,
    /^node:/,
    /^@cloudflare\//,
  ],
};
const MAY_IMPORT = {
  schema: ["schema"],
  domain: ["schema", "domain"],
  client: ["schema", "domain", "client"],
  worker: ["schema", "domain", "client", "worker"],
  // The screenshot tool reuses the browser launcher of the journeys.
  scripts: ["schema", "domain", "client", "worker", "scripts", "e2e"],
  bench: ["schema", "domain", "client", "worker", "scripts", "bench"],
};

/** The repository-relative path of a file, with forward slashes. */
function relative(file) {
  return path.relative(ROOT, file).split(path.sep).join("/");
}

/** Which worker feature a repository path belongs to, or null for the root files and platform folders. */
function workerFeature(rel) {
  const match = /^worker\/([^/]+)\//.exec(rel);
  return match && !WORKER_PLATFORM.has(match[1]) ? match[1] : null;
}

/** True when the path is a folder with an index module (an import of the folder lands on it). */
function isFolderFace(rel) {
  return ["index.ts", "index.tsx"].some((name) => existsSync(path.join(ROOT, rel, name)));
}

/**
 * True when the path is a feature's public face — worker/<feature>/index(.ts|.tsx) or the folder
 * itself — or a sub-feature's face, worker/<feature>/<part>/index or that folder.
 */
function isPublicFace(rel) {
  const bare = rel.replace(/\.(ts|tsx|js)$/, "");
  if (/^worker\/[^/]+(\/index)?$/.test(bare)) return true;
  const part = /^worker\/[^/]+\/[^/]+(?=\/index$|$)/.exec(bare)?.[0];
  return part !== undefined && isFolderFace(part);
}

function check(fromRel, spec, typeOnly) {
  const floor = fromRel.split("/")[0];
  // Tests may reach anything they exercise (and test/ helpers); the floors bind shipped code.
  if (!(floor in MAY_IMPORT) || /\.test\.tsx?$/.test(fromRel)) return null;
  if (!spec.startsWith(".")) {
    const banned = (FORBIDDEN_PACKAGES[floor] ?? []).find((re) => re.test(spec));
    return banned ? `${floor}/ may not import "${spec}"` : null;
  }
  const targetRel = relative(path.resolve(ROOT, path.dirname(fromRel), spec));
  const targetFloor = targetRel.split("/")[0];
  if (!MAY_IMPORT[floor].includes(targetFloor)) return `${floor}/ may not import from ${targetFloor}/ (${targetRel})`;
  if (targetFloor !== "worker") return null;
  if (
    !WORKER_ROOT_FILES.has(fromRel) &&
    (WORKER_ROOT_FILES.has(`${targetRel}.ts`) ||
      WORKER_ROOT_FILES.has(`${targetRel}.tsx`) ||
      /^worker\/(app|routes)$/.test(targetRel))
  ) {
    return `only the entry may import the composition root (${targetRel})`;
  }
  const targetFeature = workerFeature(`${targetRel}/`);
  if (targetFeature === null) {
    return floor === "worker" ? null : `${floor}/ may not use worker platform internals (${targetRel})`;
  }
  const fromFeature = floor === "worker" ? workerFeature(fromRel) : null;
  if (fromFeature === targetFeature && fromFeature !== null) return null;
  if (WORKER_ROOT_FILES.has(fromRel)) {
    if (isPublicFace(targetRel)) return null;
    return `the route table uses worker/${targetFeature}/index.ts, not its internals (${targetRel})`;
  }
  if (floor === "worker" && fromFeature === null) {
    if (typeOnly && isPublicFace(targetRel)) return null;
    return `worker platform code may not import a feature (${targetRel})`;
  }
  if (isPublicFace(targetRel)) return null;
  return `use worker/${targetFeature}/index.ts, not its internals (${targetRel})`;
}

/** @type {import("eslint").Rule.RuleModule} */
const noCrossing = {
  meta: { type: "problem", docs: { description: "Imports stay within the floors of ARCHITECTURE §2" }, schema: [] },
  create(context) {
    const fromRel = relative(context.filename);
    const report = (node, spec, typeOnly = false) => {
      const problem = typeof spec === "string" ? check(fromRel, spec, typeOnly) : null;
      if (problem) context.report({ node, message: `Floor crossing: ${problem}.` });
    };
    return {
      ImportDeclaration: (node) =>
        report(
          node.source,
          node.source.value,
          node.importKind === "type" ||
            (node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === "type")),
        ),
      ExportNamedDeclaration: (node) => node.source && report(node.source, node.source.value),
      ExportAllDeclaration: (node) => report(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === "Literal" && report(node.source, node.source.value),
    };
  },
};

export default { rules: { "no-crossing": noCrossing } };
