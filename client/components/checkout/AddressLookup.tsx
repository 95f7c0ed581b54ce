import type { AutocompleteResult } from "../../../schema/api/addresses";
import { useAddressLookup, type LookupProblems } from "../../hooks/useAddressLookup";
import type { CheckoutForm } from "../../stores/checkout-draft";

/**
 * The checkout's address lookup (SPEC §5) as a part that renders nothing: loaded after the
 * checkout (its JS budget), it fills the street and city from a NL postcode and house number.
 */
export default function AddressLookup({
  form,
  store,
  onFound,
  onProblem,
}: {
  form: CheckoutForm;
  store: string;
  onFound: (result: AutocompleteResult) => void;
  onProblem: (problems: LookupProblems) => void;
}) {
  useAddressLookup(form, store, onFound, onProblem);
  return null;
}
