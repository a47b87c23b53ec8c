import type { BakeryCategory } from '@rota/domain';
import { messages } from '../messages.ts';

/** A category's name on its colour, in the text colour the domain computed for it (≥ 4.5:1). */
export function CategoryTag({ category }: { category: BakeryCategory | null }) {
  if (!category) return <span>{messages.noCategory}</span>;
  return (
    <span
      className="rota-category-tag"
      style={{ background: category.color, color: category.textColor }}
      data-testid="category-tag"
    >
      {category.code} · {category.name}
    </span>
  );
}
