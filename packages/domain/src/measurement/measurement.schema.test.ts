import { describe, expect, it } from 'vitest';
import { makeMeasurement } from '../testing/fixtures.ts';
import { measurementSchema } from './measurement.schema.ts';

const errorsOf = (input: unknown) =>
  Object.fromEntries(
    (measurementSchema.safeParse(input).error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      issue.message,
    ]),
  );

describe('a measurement', () => {
  it('keeps a load of whole units, a trip that carried nothing included', () => {
    expect(measurementSchema.parse(makeMeasurement({ quantity: 0 })).quantity).toBe(0);
    expect(measurementSchema.parse(makeMeasurement({ notes: ' ok ' })).notes).toBe('ok');
  });

  it('refuses negative or fractional quantities, an empty material and a bad plate, in pt-BR', () => {
    expect(errorsOf(makeMeasurement({ quantity: -1 }))).toEqual({
      quantity: 'O valor não pode ser negativo',
    });
    // Issue 22 §3: a volume that is a measure (m³) takes up to 3 decimals, so the schema refuses
    // only a fourth one; whether this volume takes any is `measurementRefusal`'s.
    expect(measurementSchema.parse(makeMeasurement({ quantity: 7.5 })).quantity).toBe(7.5);
    expect(errorsOf(makeMeasurement({ quantity: 1.0005 }))).toEqual({
      quantity: 'Informe no máximo 3 casas decimais',
    });
    expect(errorsOf(makeMeasurement({ material: '  ' }))).toEqual({ material: 'Campo obrigatório' });
    expect(errorsOf(makeMeasurement({ plate: 'XYZ' }))).toEqual({
      plate: 'Placa inválida: use o padrão ABC-1234 ou o Mercosul ABC1D23',
    });
    expect(errorsOf(makeMeasurement({ date: '22/11/2026' }))).toEqual({ date: 'Data inválida' });
  });

  it('says "Campo obrigatório" for every missing field', () => {
    const { driver_id: _d, volume_id: _v, quantity: _q, ...rest } = makeMeasurement();
    expect(errorsOf(rest)).toEqual({
      driver_id: 'Campo obrigatório',
      volume_id: 'Campo obrigatório',
      quantity: 'Campo obrigatório',
    });
  });
});
