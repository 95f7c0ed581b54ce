import type { ButtonVariant } from "../../components/Button";
import { Button } from "../../components/Button";

/** One outcome button of the sandbox page: a plain form post, so it works without JavaScript. */
export function SandboxOutcomeForm({
  action,
  variant,
  label,
}: {
  action: string;
  variant: ButtonVariant;
  label: string;
}) {
  return (
    <form method="post" action={action}>
      <Button type="submit" variant={variant} block={variant !== "tertiary"}>
        {label}
      </Button>
    </form>
  );
}
