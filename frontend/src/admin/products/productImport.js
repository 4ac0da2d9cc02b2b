// The CSV import's answers ({created, updated, unchanged, errors}) in staff words (pure; unit-tested).

const count = (number, one, many) => `${number} ${number === 1 ? one : many}`;

/** "2 to create, 1 to update, 5 unchanged." for a check; "2 created, 1 updated, 5 unchanged." once imported. */
export function describeImport({ created, updated, unchanged }, { checked }) {
  const verbs = checked ? ['to create', 'to update'] : ['created', 'updated'];
  return `${created} ${verbs[0]}, ${updated} ${verbs[1]}, ${unchanged} unchanged.`;
}

/** The heading over a check's errors: nothing is written while there is one. */
export function describeProblems(errors) {
  return `${count(errors.length, 'problem', 'problems')} in the file: nothing will be imported until ${
    errors.length === 1 ? 'it is' : 'they are'
  } fixed.`;
}

/** Whether the checked file may be imported: no errors and something to write. */
export function canImport(check) {
  return Boolean(check) && check.errors.length === 0 && check.created + check.updated > 0;
}
