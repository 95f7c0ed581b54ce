import { createRequire } from "node:module";
import type * as ReactDomServer from "react-dom/server";
import { describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);

/** A component: its element is made during the render, where the JSX runtime asks the renderer for its owner. */
function Note({ text }: { text: string }) {
  return <p className="note">{text}</p>;
}

describe("react-dom/server as the worker bundles it (react-dom-server.cjs)", () => {
  it("is the string renderer of the build React's JSX runtime uses (here, as under wrangler dev, development)", () => {
    // The production renderer under the development JSX runtime threw "getOwner is not a function"
    // on every page of `npm run dev`.
    expect(process.env.NODE_ENV).not.toBe("production");
    const server = require("./react-dom-server.cjs") as typeof ReactDomServer;
    expect(server.version).toBe(require("react-dom/package.json").version);
    expect(server.renderToString(<Note text="hallo" />)).toBe('<p class="note">hallo</p>');
    expect(server).not.toHaveProperty("renderToReadableStream");
  });
});
