import type { PickupStore } from "../../../schema/store-types";
import { pickupDay } from "../../../domain/stores/pickup";
import { useI18n } from "../../i18n/translate";

/**
 * Where and from when a click & collect order can be collected (issue 31.5): the confirmation
 * page and the account's order detail show it. The time is the store's own local time.
 */
export function PickupNote({ pickup, heading = "h2" }: { pickup: PickupStore; heading?: "h2" | "h3" }) {
  const { t, store } = useI18n();
  const Heading = heading;
  return (
    <section className="pickup-note" aria-labelledby="pickup-note-title">
      <Heading id="pickup-note-title" className="pickup-note__title">
        {t("checkout.pickup.title")}
      </Heading>
      <p className="pickup-note__ready">
        {t("checkout.pickup.ready", { day: pickupDay(pickup.readyDate, store.locale), time: pickup.readyTime })}
      </p>
      <address className="pickup-note__address">
        <strong>{pickup.name}</strong>
        <br />
        {pickup.street}
        <br />
        {pickup.postcode} {pickup.city}
      </address>
    </section>
  );
}
