import { afterEach, describe, expect, it } from "vitest";
import { $isMobileMenuOpen, $sidePanel, closePanelsOnRouteChange, openSidePanel, toggleMobileMenu } from "./ui";

describe("side panels and mobile menu", () => {
  afterEach(() => {
    $sidePanel.set(null);
    $isMobileMenuOpen.set(false);
  });

  it("the hamburger closes the search panel first", () => {
    openSidePanel("search");
    toggleMobileMenu();
    expect($sidePanel.get()).toBeNull();
    expect($isMobileMenuOpen.get()).toBe(false);
    toggleMobileMenu();
    expect($isMobileMenuOpen.get()).toBe(true);
  });

  it("opening a panel closes the mobile menu", () => {
    toggleMobileMenu();
    openSidePanel("microcart");
    expect($isMobileMenuOpen.get()).toBe(false);
    expect($sidePanel.get()).toBe("microcart");
  });

  it("route changes close panels unless the hash is the active registration step", () => {
    openSidePanel("microcart");
    closePanelsOnRouteChange("#register", "#register");
    expect($sidePanel.get()).toBe("microcart");
    closePanelsOnRouteChange("", "#register");
    expect($sidePanel.get()).toBeNull();
  });
});
