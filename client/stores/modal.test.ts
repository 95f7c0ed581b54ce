import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { $modals, closeModal, isModalOpen, openModal } from "./modal";
import { $isMobileMenuOpen } from "./ui";

describe("modals", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    $modals.set([]);
    vi.useRealTimers();
  });

  it("keeps the payload through the 400 ms closing animation, then removes the modal", () => {
    openModal("language-switcher", { from: "footer" });
    closeModal("language-switcher");
    expect(isModalOpen("language-switcher")).toBe(false);
    expect($modals.get()[0]).toMatchObject({ closing: true, payload: { from: "footer" } });
    vi.advanceTimersByTime(399);
    expect($modals.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect($modals.get()).toHaveLength(0);
  });

  it("closes an open mobile menu first: a modal never stacks on it", () => {
    $isMobileMenuOpen.set(true);
    openModal("language-switcher");
    expect($isMobileMenuOpen.get()).toBe(false);
    expect(isModalOpen("language-switcher")).toBe(true);
  });

  it("reopening closes the earlier instance of the same modal", () => {
    openModal("feature-not-implemented", 1);
    const first = $modals.get()[0]?.instance;
    openModal("feature-not-implemented", 2);
    const open = $modals.get();
    expect(open).toHaveLength(1);
    expect(open[0]?.payload).toBe(2);
    expect(open[0]?.instance).not.toBe(first);
  });

  it("a pending close of an earlier instance does not remove the reopened one", () => {
    openModal("language-switcher");
    closeModal("language-switcher");
    openModal("language-switcher");
    vi.advanceTimersByTime(1000);
    expect(isModalOpen("language-switcher")).toBe(true);
  });
});
