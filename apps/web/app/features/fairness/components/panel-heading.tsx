/** A fairness panel's title, with the line under it that says what the panel is for. */
export function PanelHeading({ id, title, intro }: { id: string; title: string; intro: string }) {
  return (
    <div className="space-y-1">
      <h2 id={id} className="text-lg font-semibold text-white">
        {title}
      </h2>
      <p className="text-sm text-mist-400">{intro}</p>
    </div>
  );
}
