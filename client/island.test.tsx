import { describe, expect, it } from "vitest";
import { renderToString } from "react-dom/server";
import { Island, propsJson } from "./island";

function Echo({ text }: { text: string }) {
  return <p>{text}</p>;
}

describe("island props", () => {
  const hostile = { text: '</script><script>alert(1)</script> \u2028 & "quotes"' };

  it("are JSON that no value can break out of", () => {
    const json = propsJson(hostile);
    expect(json).not.toContain("<");
    expect(JSON.parse(json)).toEqual(hostile);
  });

  it("travel in a JSON script right before the island element; nested islands carry none", () => {
    const html = renderToString(<Island name="Listing" component={Echo} props={hostile} />);
    const match =
      /^<script type="application\/json" data-island-props="Listing">([^<]*)<\/script><div data-island="Listing" data-hydrate="load">/.exec(
        html,
      );
    expect(match).not.toBeNull();
    expect(JSON.parse(match![1]!)).toEqual(hostile);
    const Outer = () => <Island name="Header" component={Echo} props={{ text: "inner" }} />;
    const nested = renderToString(<Island name="Listing" component={Outer} props={{}} />);
    expect(nested.match(/data-island-props/g)).toHaveLength(1);
  });

  it("send `sent` instead of the rendered props when a page gives it (the module completes them in the browser)", () => {
    const html = renderToString(
      <Island name="Listing" component={Echo} props={{ text: "all the tiles" }} sent={{ text: "a query" }} />,
    );
    expect(html).toContain("<p>all the tiles</p>");
    expect(JSON.parse(/data-island-props="Listing">([^<]*)</.exec(html)![1]!)).toEqual({ text: "a query" });
  });
});
