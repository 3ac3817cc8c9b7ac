/** Paragraphs of content text in a readable column. */
export function Prose({ paragraphs }: { paragraphs: readonly string[] }) {
  return (
    <div className="prose">
      {paragraphs.map((p) => (
        <p key={p.slice(0, 30)}>{p}</p>
      ))}
    </div>
  );
}
