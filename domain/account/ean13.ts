/**
 * EAN-13 for the loyalty card (issue 9 point 8): the check digit, and the bar pattern a barcode
 * scanner reads (95 modules: guards, 6 left digits in L/G code by the first digit's parity, 6 right
 * digits in R code). Pure.
 */

/** The check digit of 12 digits. */
export function ean13CheckDigit(twelve: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(twelve[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/** True for 13 digits whose last one is the right check digit. */
export function isEan13(code: string): boolean {
  return /^\d{13}$/.test(code) && ean13CheckDigit(code.slice(0, 12)) === Number(code[12]);
}

/** A card number from 11 random digits: prefix 2 (in-store numbering range) plus the check digit. */
export function loyaltyCardNumber(randomDigits: string): string {
  const twelve = `2${randomDigits.replace(/\D/g, "").padStart(11, "0").slice(-11)}`;
  return `${twelve}${ean13CheckDigit(twelve)}`;
}

const L = [
  "0001101",
  "0011001",
  "0010011",
  "0111101",
  "0100011",
  "0110001",
  "0101111",
  "0111011",
  "0110111",
  "0001011",
];
const G = [
  "0100111",
  "0110011",
  "0011011",
  "0100001",
  "0011101",
  "0111001",
  "0000101",
  "0010001",
  "0001001",
  "0010111",
];
const R = [
  "1110010",
  "1100110",
  "1101100",
  "1000010",
  "1011100",
  "1001110",
  "1010000",
  "1000100",
  "1001000",
  "1110100",
];
const PARITY = ["LLLLLL", "LLGLGG", "LLGGLG", "LLGGGL", "LGLLGG", "LGGLLG", "LGGGLL", "LGLGLG", "LGLGGL", "LGGLGL"];

/** The 95 modules of an EAN-13 ("1" a bar, "0" a space). */
export function ean13Modules(code: string): string {
  if (!isEan13(code)) throw new Error("not an EAN-13");
  const digits = [...code].map(Number);
  const parity = PARITY[digits[0]!]!;
  let bits = "101";
  for (let i = 1; i <= 6; i++) bits += (parity[i - 1] === "L" ? L : G)[digits[i]!];
  bits += "01010";
  for (let i = 7; i <= 12; i++) bits += R[digits[i]!];
  return `${bits}101`;
}
