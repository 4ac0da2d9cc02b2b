// The server's validation errors as form errors (pure; unit-tested).

/**
 * `errors` is the API's {"path": ["message", ...]}, with dotted paths such
 * as "address.zipCode", "paymentInfo.cardNumber", "specifications.RAM" or "items.0.quantity". A path
 * belongs to the first of its segments that names one of the form's `fieldNames` (the outermost
 * field): the server's groups that a form lays out flat are skipped ("paymentInfo.cardNumber" ->
 * cardNumber), and a path inside a field stays with that field ("specifications.RAM" -> specifications),
 * even when the inner key looks like another field's name. Paths with no such segment (the cart's
 * "items.0.quantity" in the checkout) are left to the message. Each field keeps its first message.
 * Returns Formik errors: {fieldName: "message"}.
 */
export function formErrorsFromServer(errors, fieldNames) {
  const formErrors = {};
  Object.entries(errors ?? {}).forEach(([path, messages]) => {
    const field = path.split('.').find((segment) => fieldNames.includes(segment));
    if (field && messages?.length) formErrors[field] ??= messages[0];
  });
  return formErrors;
}
