/** `{ [key]: value }` when the value is filled in, `{}` when it is empty: optional fields left blank are not sent. */
export function ifFilled<K extends string, V extends string>(key: K, value: V | null | undefined): { [P in K]?: V } {
  return value ? ({ [key]: value } as { [P in K]?: V }) : {};
}
