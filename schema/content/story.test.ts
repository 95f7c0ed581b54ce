import { describe, expect, it } from "vitest";
import { validateStoryContent } from "./story";

const page = (body: unknown[]) => ({ component: "page", title: "T", body });

describe("validateStoryContent", () => {
  it("fills defaults (image tile: bottom-left, heading level 2, 4:5) and gives blocks a _uid", () => {
    const { content, issues } = validateStoryContent(
      page([
        {
          component: "image_tiles",
          tiles: [{ component: "image_tile", title: "A", desktopImage: { filename: "/demo/a.jpg" } }],
        },
      ]),
    );
    expect(issues).toEqual([]);
    const tile = (content.body as { tiles: Record<string, unknown>[] }[])[0]!.tiles[0]!;
    expect(tile).toMatchObject({
      textAlignment: "bottom-left",
      headingLevel: 2,
      light: false,
      buttonType: "primary",
      heightRatio: { mobile: "4:5", desktop: "4:5" },
    });
    expect(tile._uid).toMatch(/^b\d+$/);
  });

  it("names the field of nested bad data", () => {
    const { issues } = validateStoryContent(
      page([{ component: "columns", columns: [{ desktop: 13, content: [{ component: "quote" }] }] }]),
    );
    expect(issues.map((i) => i.path)).toEqual(["body.0.columns.0.desktop"]);
    const nested = validateStoryContent(
      page([{ component: "columns", columns: [{ content: [{ component: "quote" }] }] }]),
    );
    expect(nested.issues).toEqual([
      { path: "body.0.columns.0.content.0.quote", message: expect.any(String) as string },
    ]);
  });

  it("refuses unknown fields, unsafe links and a non-root component at the root", () => {
    expect(validateStoryContent(page([{ component: "rich_text", text: "x", onclick: "y" }])).issues[0]!.path).toBe(
      "body.0",
    );
    expect(
      validateStoryContent(page([{ component: "link_list", links: [{ label: "x", url: "javascript:alert(1)" }] }]))
        .issues[0]!.path,
    ).toBe("body.0.links.0.url");
    expect(validateStoryContent({ component: "banner" }).issues[0]!.path).toBe("component");
    expect(validateStoryContent("nope").issues[0]!.path).toBe("component");
  });

  it("keeps unknown components and reports where they are", () => {
    const { issues, unknown, content } = validateStoryContent(page([{ component: "hologram", x: 1 }]));
    expect(issues).toEqual([]);
    expect(unknown).toEqual([{ path: "body.0", component: "hologram" }]);
    expect((content.body as unknown[])[0]).toEqual({ component: "hologram", x: 1 });
  });

  it("refuses trees nested too deep", () => {
    let block: Record<string, unknown> = { component: "rich_text", text: "deep" };
    for (let i = 0; i < 8; i++) block = { component: "columns", columns: [{ content: [block] }] };
    expect(validateStoryContent(page([block])).issues[0]!.message).toContain("deeper than");
  });
});
