/** A number field as the form shows it: its label, and a hint under it where one helps. */
export interface FieldWording {
  label: string;
  hint?: string;
}
