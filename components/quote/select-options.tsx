/** A select's options: an empty placeholder first, then the values, each in the page's words. */
export function SelectOptions({
  placeholder,
  values,
  labels,
}: {
  placeholder: string;
  values: readonly string[];
  labels: Record<string, string>;
}) {
  return (
    <>
      <option value="">{placeholder}</option>
      {values.map((v) => (
        <option key={v} value={v}>
          {labels[v] ?? v}
        </option>
      ))}
    </>
  );
}
