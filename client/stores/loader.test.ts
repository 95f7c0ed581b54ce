import { afterEach, describe, expect, it } from "vitest";
import { PROGRESS_JUMP_PERCENT } from "../../schema/constants";
import { $loader, $progress, finishProgress, resetProgress, startLoader, startProgress, stopLoader } from "./loader";

describe("loader and page progress", () => {
  afterEach(() => {
    resetProgress();
    stopLoader();
  });

  it("the progress bar jumps to 40 % on navigation, then finishes", () => {
    finishProgress();
    expect($progress.get()).toEqual({ phase: "idle" });
    startProgress();
    expect($progress.get()).toEqual({ phase: "running", percent: PROGRESS_JUMP_PERCENT });
    expect(PROGRESS_JUMP_PERCENT).toBe(40);
    finishProgress();
    expect($progress.get()).toEqual({ phase: "done" });
  });

  it("the loader shows between start and stop, with an optional message", () => {
    startLoader("Processing order...");
    expect($loader.get()).toEqual({ active: true, message: "Processing order..." });
    stopLoader();
    expect($loader.get()).toEqual({ active: false });
  });
});
