import { Fragment } from 'react';

export interface DotPart {
  text: string;
  testId?: string;
}

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/**
 * Parts of a line joined by " · ", each kept whole: on a narrow screen the line breaks between
 * parts ("Pedido V001-0042 · 27/11/2026" / "Nº ERP 242147"), never inside one ("Nº" / "ERP 242147").
 */
export function DotParts({ parts }: { parts: readonly (DotPart | null | false)[] }) {
  const shown = parts.filter((part): part is DotPart => Boolean(part));
  return shown.map((part, index) => (
    <Fragment key={part.text}>
      {index > 0 && ' · '}
      <span style={NO_WRAP} data-testid={part.testId}>
        {part.text}
      </span>
    </Fragment>
  ));
}
