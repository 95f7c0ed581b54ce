import manifest from "virtual:client-manifest";
import type { PageAssets } from "../../client/pages/page-types";

/** The hashed client files of this deploy, written by the client build (scripts/build-client.ts). */
export const CLIENT_ASSETS: PageAssets = manifest;
