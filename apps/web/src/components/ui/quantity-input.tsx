import {
  addQuantities,
  formatQuantity,
  MAX_QUANTITY_DECIMALS,
  parseQuantityInput,
  type QuantityInput as QuantityRead,
  type QuantityRule,
  subtractQuantities,
  unitLabel,
} from '@rota/domain';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import './icon-button.css';
import './quantity-input.css';
import { uiMessages } from './messages.ts';

export interface QuantityInputLabels {
  /** The field's accessible name ("Quantidade de Pão francês"). */
  input: string;
  /** The − and + buttons' names; without them the field has no buttons. */
  less?: string;
  more?: string;
}

/**
 * How long typing pauses before a field that stores each change (a cart line) reports what was
 * typed; leaving the field or pressing Enter reports it at once.
 */
export const QUANTITY_SETTLE_MS = 800;

/** The text a quantity is edited as: pt-BR, with the decimals it has ('2,5', '1.250'); null, empty. */
const editable = (quantity: number | null) => (quantity === null ? '' : formatQuantity(quantity));

/**
 * Every quantity a person types in Rota (docs/web.md "Quantities"): the text is read by the
 * domain's `parseQuantityInput` under the product's decimals (`quantityDecimalsFor`: 0 counted,
 * up to 3 weighed or measured), and only a valid quantity is reported. What was typed is never
 * changed: '2,5' for a product sold whole, '2.5' or a fourth decimal stay in the field with the
 * pt-BR reason beside it (aria-invalid, described by the message) and nothing is reported, so
 * the cart or record stays as it was. The − and + buttons step by 1 in thousandths
 * (`addQuantities`: 2,5 kg + 1 is 3,5 kg). The unit's label sits beside the digits ("kg").
 *
 * Plain elements, not Mantine's NumberInput and ActionIcon: a 100-line cart renders 100 of these
 * and must open within 300 ms (DESIGN.md "Budgets"). NumberInput also formats as it is typed
 * (its decimal and thousands separators rewrite the text), which is how a typed value changes.
 */
export function QuantityInput({
  value,
  onChange,
  decimals,
  unit,
  labels,
  allowZero = false,
  max,
  disabled = false,
  autoFocus = false,
  size = 'md',
  id,
  onProblem,
  error,
  dataAttributes,
  settleMs = 0,
  onStep,
}: {
  /** The quantity held; null: none yet (the field starts empty). */
  value: number | null;
  onChange: (quantity: number) => void;
  /** Decimals the quantity takes: `quantityDecimalsFor(product)` or `unitQuantityDecimals(unit)`. */
  decimals: number;
  /** The unit as stored ('KG', 'UN'); shown as its label. Omitted: no label. */
  unit?: string;
  labels: QuantityInputLabels;
  /** Whether 0 is a valid quantity (an amount produced or delivered; never a sale line). */
  allowZero?: boolean;
  /** The most it may be (what is left of an order): more is refused with a message, not cut. */
  max?: number;
  disabled?: boolean;
  autoFocus?: boolean;
  /** 'xl': 60 px buttons and 28 px digits filling the row, for a gloved thumb on a tablet. */
  size?: 'md' | 'xl';
  /** The input's id, for a visible `<label htmlFor>`. */
  id?: string;
  /**
   * Told the field's pt-BR problem, or null once it reads right: a form that submits the value
   * held must refuse while the field shows something else.
   */
  onProblem?: (message: string | null) => void;
  /** A problem found by the form (a required field left empty), shown while the text reads right. */
  error?: string | null;
  /** `data-*` attributes of the input (Mantine form's `data-path`, to focus it). */
  dataAttributes?: Record<`data-${string}`, string>;
  /**
   * Where each change is stored at once (a cart line): report a typed quantity only once typing
   * pauses this long, or the field is left or Enter is pressed. Typing '2,5' passes through '2',
   * which a line sold whole would otherwise store before the ',5' is refused.
   */
  settleMs?: number;
  /**
   * Where the buttons should step what is stored rather than report `value ± 1` (a cart line):
   * two quick taps before the screen shows the first must add two, and `value` is a render behind.
   */
  onStep?: (delta: 1 | -1) => void;
}) {
  const rule: QuantityRule = { decimals, allowZero };
  const read = (typed: string): QuantityRead => {
    const result = parseQuantityInput(typed, rule);
    if (result.ok && max !== undefined && result.quantity > max)
      return { ok: false, message: uiMessages.quantityAbove(formatQuantity(max)) };
    return result;
  };
  const [text, setText] = useState(() => editable(value));
  const [problem, setProblem] = useState<string | null>(null);
  const typedRef = useRef(text);
  const inputRef = useRef<HTMLInputElement>(null);
  // The seller typed in the field since its text last followed `value`.
  const editingRef = useRef(false);
  const errorId = useId();
  const onProblemRef = useRef(onProblem);
  onProblemRef.current = onProblem;
  useEffect(() => onProblemRef.current?.(problem), [problem]);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  // A typed quantity waiting for typing to pause (`settleMs`), and its timer.
  const pending = useRef<{ quantity: number; timer: ReturnType<typeof setTimeout> } | null>(null);
  const cancelPending = () => {
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = null;
  };
  const flush = () => {
    const waiting = pending.current;
    cancelPending();
    if (waiting) onChangeRef.current(waiting.quantity);
  };
  // Leaving the screen with a quantity still waiting stores it, as leaving the field does.
  // biome-ignore lint/correctness/useExhaustiveDependencies: flush reads refs only.
  useEffect(() => flush, []);
  const report = (quantity: number) => {
    cancelPending();
    if (quantity === value) return;
    if (settleMs <= 0) {
      onChange(quantity);
      return;
    }
    pending.current = { quantity, timer: setTimeout(flush, settleMs) };
  };

  // A value changed from outside (a button, another screen) replaces the text; the value this
  // field reported itself leaves it as typed ('2,50' stays '2,50', not '2,5'). While the seller is
  // typing in the field, a value arriving late (a store of two quick "+" landing after they cleared
  // the field) does not overwrite what they type: what they type is stored when typing pauses.
  useEffect(() => {
    const held = parseQuantityInput(typedRef.current, { decimals: MAX_QUANTITY_DECIMALS, allowZero: true });
    if (held.ok ? held.quantity === value : value === null) return;
    if (editingRef.current && globalThis.document?.activeElement === inputRef.current) return;
    editingRef.current = false;
    typedRef.current = editable(value);
    setText(typedRef.current);
    setProblem(null);
  }, [value]);

  // A new rule (another volume chosen, another order) reads the same text again: what was
  // refused may now be right, and is reported; what was right may now be refused.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new rule reads the text again.
  useEffect(() => {
    if (typedRef.current === editable(value) && problem === null) return;
    typed(typedRef.current);
  }, [decimals, allowZero, max]);

  const typed = (next: string) => {
    typedRef.current = next;
    setText(next);
    const result = read(next);
    if (!result.ok) {
      cancelPending();
      setProblem(result.message);
      return;
    }
    setProblem(null);
    report(result.quantity);
  };
  const lowest = allowZero ? 0 : Number.MIN_VALUE;
  const less = subtractQuantities(value ?? 0, 1);
  const more = addQuantities(value ?? 0, 1);
  const shown = problem ?? error ?? null;
  const label = unit ? unitLabel(unit) : '';
  return (
    <div className="rota-quantity-input" data-size={size}>
      <div className="rota-quantity-row">
        {labels.less && (
          <button
            type="button"
            className="rota-icon-button"
            data-tone="light"
            aria-label={labels.less}
            disabled={disabled || less < lowest}
            onClick={() => {
              cancelPending();
              if (onStep) onStep(-1);
              else onChange(less);
            }}
          >
            <IconMinus size={size === 'xl' ? 28 : 20} aria-hidden />
          </button>
        )}
        <span className="rota-quantity-box" data-invalid={shown !== null || undefined}>
          <input
            id={id}
            aria-label={labels.input}
            {...dataAttributes}
            aria-invalid={shown !== null}
            aria-describedby={shown ? errorId : undefined}
            className="rota-quantity"
            value={text}
            inputMode={decimals > 0 ? 'decimal' : 'numeric'}
            enterKeyHint="done"
            autoComplete="off"
            disabled={disabled}
            // biome-ignore lint/a11y/noAutofocus: a dialog whose one job is this quantity opens on it.
            autoFocus={autoFocus}
            ref={inputRef}
            onChange={(event) => {
              editingRef.current = true;
              typed(event.currentTarget.value);
            }}
            onBlur={() => {
              editingRef.current = false;
              flush();
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') flush();
            }}
          />
          {label && (
            <span className="rota-quantity-unit" aria-hidden>
              {label}
            </span>
          )}
        </span>
        {labels.more && (
          <button
            type="button"
            className="rota-icon-button"
            data-tone="light"
            aria-label={labels.more}
            disabled={disabled || (max !== undefined && more > max)}
            onClick={() => {
              cancelPending();
              if (onStep) onStep(1);
              else onChange(more);
            }}
          >
            <IconPlus size={size === 'xl' ? 28 : 20} aria-hidden />
          </button>
        )}
      </div>
      {shown && (
        <p id={errorId} className="rota-quantity-error" aria-live="polite">
          {shown}
        </p>
      )}
    </div>
  );
}
