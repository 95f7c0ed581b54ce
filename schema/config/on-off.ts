import * as z from "zod";

/** An on/off switch as operators write it (`on`, `true`, `1` / `off`, `false`, `0`), off when unset. */
export const onOff = z
  .enum(["on", "off", "true", "false", "1", "0"])
  .default("off")
  .transform((v) => v === "on" || v === "true" || v === "1");
