import type { BakeryCategory } from '@rota/domain';
import { IconCheck } from '@tabler/icons-react';
import { memo, useEffect, useRef } from 'react';
import { messages } from '../messages.ts';

interface CategoryChipsProps {
  categories: readonly BakeryCategory[];
  /** The chosen category's code, or null for "Todas". */
  value: string | null;
  onChange: (code: string | null) => void;
}

/** The brand colour for "Todas" when chosen (white text at 6.3:1). */
const ALL_CHOSEN = { background: 'var(--mantine-color-rota-7)', color: 'var(--mantine-color-white)' };

/**
 * "Todas" and each bakery category with a product, in one line that scrolls sideways (a phone).
 * A chosen chip takes its category's colour with the text colour the domain computed for it
 * (WCAG ≥ 4.5:1); the others show the colour as a dot. One category at a time.
 */
export const CategoryChips = memo(function CategoryChips({
  categories,
  value,
  onChange,
}: CategoryChipsProps) {
  const row = useRef<HTMLFieldSetElement>(null);
  // Opening with a category chosen (kept from before): bring its chip into view.
  useEffect(() => {
    const container = row.current;
    const chosen = container?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!container || !chosen) return;
    container.scrollLeft = chosen.offsetLeft - (container.clientWidth - chosen.offsetWidth) / 2;
  }, []);
  return (
    <fieldset ref={row} className="rota-category-chips" aria-label={messages.categoriesLabel}>
      <button
        type="button"
        className="rota-category-chip"
        aria-pressed={value === null}
        style={value === null ? ALL_CHOSEN : undefined}
        onClick={() => onChange(null)}
      >
        {value === null && <IconCheck size={14} aria-hidden />}
        {messages.allCategories}
      </button>
      {categories.map((category) => {
        const chosen = category.code === value;
        return (
          <button
            key={category.code}
            type="button"
            className="rota-category-chip"
            aria-pressed={chosen}
            style={chosen ? { background: category.color, color: category.textColor } : undefined}
            onClick={() => onChange(chosen ? null : category.code)}
            data-category={category.code}
          >
            {chosen ? (
              <IconCheck size={14} aria-hidden />
            ) : (
              <span className="rota-category-dot" style={{ background: category.color }} aria-hidden />
            )}
            {category.name}
          </button>
        );
      })}
    </fieldset>
  );
});
