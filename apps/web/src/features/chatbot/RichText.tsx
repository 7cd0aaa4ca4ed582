import { Fragment } from 'react';
import { parseRichText } from './richText';

/** Renders chat text with bold, italics and line breaks as elements (never as HTML). */
export function RichText({ text }: { text: string }) {
  const lines = parseRichText(text);
  return (
    <>
      {lines.map((line, i) => (
        <Fragment key={i}>
          {i > 0 && <br />}
          {line.map((s, j) =>
            s.bold ? (
              <strong key={j} className="font-semibold">
                {s.text}
              </strong>
            ) : s.italic ? (
              <em key={j}>{s.text}</em>
            ) : (
              <Fragment key={j}>{s.text}</Fragment>
            ),
          )}
        </Fragment>
      ))}
    </>
  );
}
