import { ActionIcon, TextInput, type TextInputProps } from '@mantine/core';
import { formatDate, parseBrazilianDate } from '@rota/domain';
import { IconCalendar } from '@tabler/icons-react';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { uiMessages } from './messages.ts';

type DateFieldProps = Omit<TextInputProps, 'value' | 'onChange' | 'type' | 'label'> & {
  label: string;
  /** The date as the wire has it ('yyyy-mm-dd'), or '' for none. */
  value: string;
  /** A whole date that exists, typed or picked ('yyyy-mm-dd'), or '' when the field was emptied. */
  onChange: (value: string) => void;
};

/** The calendar's own input: rendered (a hidden one cannot open its picker) but never seen. */
const PICKER: CSSProperties = { position: 'absolute', right: 0, bottom: 0, width: 1, height: 1, opacity: 0 };

/** Digits as typed, with the slashes put in: '2711' -> '27/11', '27112026' -> '27/11/2026'. */
export function maskBrazilianDate(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('/');
}

/**
 * A date typed as dd/mm/aaaa whatever the browser's language (a native `type="date"` field shows
 * the browser's own pattern: 11/27/2026 in an English Chromium), with a calendar button that opens
 * the browser's picker. Nothing reaches `onChange` until the text is a whole date that exists;
 * a whole one that does not ("31/02/2026") or a half-typed one left behind says so.
 */
export function DateField({ value, onChange, error, disabled, label, ...rest }: DateFieldProps) {
  const shown = value ? formatDate(value) : '';
  const [typed, setTyped] = useState(shown);
  const [invalid, setInvalid] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  // A value from outside (picked, reset, another device's sync) replaces what was typed.
  useEffect(() => {
    setTyped(shown);
    setInvalid(false);
  }, [shown]);

  const read = (text: string) => {
    const masked = maskBrazilianDate(text);
    setTyped(masked);
    setInvalid(false);
    if (masked === '') return onChange('');
    if (masked.length < 10) return;
    const date = parseBrazilianDate(masked);
    if (date) onChange(date);
    else setInvalid(true);
  };

  return (
    <TextInput
      {...rest}
      label={label}
      value={typed}
      disabled={disabled}
      inputMode="numeric"
      autoComplete="off"
      placeholder={uiMessages.datePlaceholder}
      maxLength={10}
      onChange={(event) => read(event.currentTarget.value)}
      onBlur={() => setInvalid(typed !== '' && typed !== shown && parseBrazilianDate(typed) === null)}
      error={error ?? (invalid ? uiMessages.invalidDate : undefined)}
      rightSectionPointerEvents="all"
      rightSection={
        <>
          <ActionIcon
            variant="subtle"
            color="gray"
            disabled={disabled}
            aria-label={uiMessages.pickDate(label)}
            onClick={() => picker.current?.showPicker?.()}
          >
            <IconCalendar size={18} aria-hidden />
          </ActionIcon>
          <input
            ref={picker}
            type="date"
            tabIndex={-1}
            aria-hidden
            value={value}
            onChange={(event) => event.currentTarget.value && onChange(event.currentTarget.value)}
            style={PICKER}
          />
        </>
      }
    />
  );
}
