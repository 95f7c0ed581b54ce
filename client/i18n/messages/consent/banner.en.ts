import type { ConsentStrings } from "../../../components/consent/consent-strings";

/** The consent banner's words in English: fetched with the banner, and the source of the footer link's page string. */
export const banner: ConsentStrings = {
  title: "Your privacy, your choice",
  text: "With your permission we measure how the shop is used and show you offers that suit you. Nothing is measured or shared before you choose, and you can change your choice at any time under “Cookie settings” at the foot of every page.",
  accept: "Accept all",
  reject: "Reject all",
  choose: "Choose per purpose",
  save: "Save my choices",
  purposes: "Purposes",
  necessary: "Necessary",
  necessaryText: "Your bag, sign-in and checkout; nothing is shared.",
  preferences: "Preferences",
  preferencesText: "Remember settings such as your language to make the shop more personal.",
  statistics: "Statistics",
  statisticsText: "Anonymous measurements of visits and purchases, so we can improve the shop.",
  marketing: "Marketing",
  marketingText: "Measure our campaigns and show you relevant offers on other sites.",
  alwaysOn: "Always on",
  saved: "Your choice has been saved.",
};
