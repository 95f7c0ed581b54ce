// The floors of ARCHITECTURE §2 as a lint rule: every import is resolved to the folder it lands in
// and checked against what the importing file's floor may use. Run by `npm run lint`.
//
//   schema/  (1) imports nothing of ours above it, and neither Hono nor React
//   domain/  (2) imports schema/ only; no Hono, React, drizzle, libSQL or node: built-ins (no I/O)
//   client/  (3) never imports worker/, scripts/ or bench/
//   worker/  (3) a feature (worker/catalog, worker/cart, …) uses another feature only through its
//                public face (worker/<feature>/index.ts); platform folders (context, session, errors, http,
//                pages, …) serve every feature and import no feature; worker/app.ts and
//                worker/routes.tsx are the composition root and may import anything in worker/
//   scripts/, bench/ (4) use schema, domain, client and the features' public faces, never their internals
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

/** True when the path is a feature's public face: worker/<feature>/index(.ts|.tsx) or the folder itself. */
function isPublicFace(rel) {
  return /^worker\/[^/]+(\/index(\.tsx?)?)?$/.test(rel.replace(/\.(ts|tsx|js)$/, ""));
}

function check(fromRel, spec, typeOnly = false) {
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
  if (targetFloor !== "worker" || WORKER_ROOT_FILES.has(fromRel)) return null;
  if (
    WORKER_ROOT_FILES.has(`${targetRel}.ts`) ||
    WORKER_ROOT_FILES.has(`${targetRel}.tsx`) ||
    /^worker\/(app|routes)$/.test(targetRel)
  ) {
    return `only the entry may import the composition root (${targetRel})`;
  }
  const targetFeature = workerFeature(`${targetRel}/`);
  if (targetFeature === null) {
    return floor === "worker" ? null : `${floor}/ may not use worker platform internals (${targetRel})`;
  }
  const fromFeature = floor === "worker" ? workerFeature(fromRel) : null;
  // The request context's one Vars interface names the per-request objects features provide (the
  // cart handler): a type from a feature's public face carries no code across the floor.
  if (floor === "worker" && fromFeature === null && !(typeOnly && isPublicFace(targetRel)))
    return `worker platform code may not import a feature (${targetRel})`;
  if (fromFeature === targetFeature || isPublicFace(targetRel)) return null;
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
      ImportDeclaration: (node) => report(node.source, node.source.value, node.importKind === "type"),
      ExportNamedDeclaration: (node) => node.source && report(node.source, node.source.value),
      ExportAllDeclaration: (node) => report(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === "Literal" && report(node.source, node.source.value),
    };
  },
};

export default { rules: { "no-crossing": noCrossing } };
