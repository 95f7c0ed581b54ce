import { writeSnapshot } from "./catalog/snapshot-writer";
import { FIXTURE } from "../test/support/catalog-fixture";
const r = await writeSnapshot(FIXTURE, { dir: "/tmp/fixture-cat" });
console.log(r.manifest.version, r.warnings);
