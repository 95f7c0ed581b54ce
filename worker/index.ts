// Before anything imports react-dom/server (see the module).
import "./platform/text-encoder";
import { markServerRuntime } from "../client/stores/server-guard";
import { createApp } from "./app";

// Stores are module-scoped and shared by every request of this isolate: refuse writes here.
markServerRuntime();

const app = createApp();

/** The Worker entry: every request that is not a static asset comes here. */
export default {
  fetch: app.fetch,
};
