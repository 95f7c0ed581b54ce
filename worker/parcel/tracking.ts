/** The tracking link of a parcel from the configured template. */
export function trackingUrlFrom(template: string): (trackingCode: string, postalCode: string) => string {
  return (trackingCode, postalCode) =>
    template
      .replaceAll("{code}", encodeURIComponent(trackingCode.trim()))
      .replaceAll("{postalCode}", encodeURIComponent(postalCode.replace(/\s+/g, "").toUpperCase()));
}
