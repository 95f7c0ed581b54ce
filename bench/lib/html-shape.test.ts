import { describe, expect, it } from "vitest";
import { htmlShape } from "./html-shape";

describe("htmlShape", () => {
  it("counts elements and attributes, skipping comments, end tags and raw text", () => {
    const html = `<!doctype html><html lang="nl"><head><title>a <b> c</title><style>p>i{color:red}</style></head>
<body class="x" data-y><!-- <div a="1"> --><img src=a.png alt=""><br/><p id='p'>x<i>y</i></p>
<script>if (a<b && c>d) document.write("<div class=z>")</script></body></html>`;
    const shape = htmlShape(html);
    // html head title style body img br p i script
    expect(shape.elements).toBe(10);
    // lang, class, data-y, src, alt, id
    expect(shape.attributes).toBe(6);
    expect(shape.bytes).toBe(Buffer.byteLength(html));
    expect(shape.islandPropsBytes).toBe(0);
  });

  it("sums the islands' JSON props by name", () => {
    const html = `<script type="application/json" data-island-props="Cart">{"a":1}</script><div data-island="Cart"></div>
<script type="application/json" data-island-props="Menu">{"é":"ü"}</script><script type="application/json" data-island-props="Cart">[]</script>`;
    const shape = htmlShape(html);
    expect(shape.islandProps).toEqual({ Cart: 9, Menu: 11 });
    expect(shape.islandPropsBytes).toBe(20);
    expect(shape.elements).toBe(4);
    expect(shape.attributes).toBe(7);
  });
});
