/** English strings of the password fields and their rules: the account forms and the checkout's "create an account". */
export const ui = {
  "account.checkout.create": "Create an account with this order (faster next time, order history, loyalty points)",
  "account.field.password": "Password",
  "account.hidePassword": "Hide password",
  "account.passwordClasses":
    "Password must contain at least 3 different character classes (lower case, upper case, digits, special characters)",
  "account.passwordHint": "At least 8 characters with 3 of: lower case, upper case, digits, special characters.",
  "account.passwordTooLong": "Password must have at most 256 characters",
  "account.passwordTooShort": "Password must have at least 8 letters",
  "account.passwordsIdentical": "Passwords must be identical",
  "account.showPassword": "Show password",
} as const;
