import { makeMeasurement } from '@rota/domain/testing';
import { describe, expect, it } from 'vitest';
import { measurementToValues, newMeasurementValues, validateMeasurement } from './measurement-form-values.ts';

const base = { uuid: crypto.randomUUID(), company_id: 1, seller_id: 7 };
const context = {
  drivers: [
    { id: 1, inative: 0 as const },
    { id: 9, inative: 1 as const },
  ],
  volumes: [{ id: 1, inative: 0 as const, field: 'Carrada' }],
  stored: null,
  now: new Date('2026-11-22T13:00:00Z'),
};

describe('the measurement form', () => {
  it('starts a new one today, with the latest one’s driver, plate, material and volume', () => {
    const previous = makeMeasurement({ plate: 'GHK1234', material: 'Areia' });
    expect(newMeasurementValues('2026-11-22', previous)).toEqual({
      date: '22/11/2026',
      driver_id: '1',
      plate: 'GHK-1234',
      material: 'Areia',
      volume_id: '1',
      quantity: '',
      notes: '',
    });
    expect(newMeasurementValues('2026-11-22').material).toBe('Argila');
  });

  it('gives the measurement with a normalised plate and the session’s seller', () => {
    const values = {
      ...newMeasurementValues('2026-11-22'),
      driver_id: '1',
      volume_id: '1',
      plate: 'bra-2e19',
      quantity: 8,
    };
    const { measurement, errors } = validateMeasurement(values, base, context);
    expect(errors).toEqual({});
    expect(measurement).toMatchObject({
      date: '2026-11-22',
      plate: 'BRA2E19',
      quantity: 8,
      seller_id: 7,
      notes: null,
    });
    const typo = validateMeasurement({ ...values, date: '31/02/2026' }, base, context);
    expect(typo.errors).toEqual({ date: 'Data inválida' });
  });

  it('says what is wrong per field, in pt-BR, with the domain’s rule after the schema’s', () => {
    const empty = validateMeasurement(newMeasurementValues('2026-11-22'), base, context);
    expect(empty.errors).toEqual({
      driver_id: 'Campo obrigatório',
      plate: 'Campo obrigatório',
      volume_id: 'Campo obrigatório',
      quantity: 'Campo obrigatório',
    });
    const values = { ...measurementToValues(makeMeasurement({ driver_id: 9 })), date: '23/11/2026' };
    expect(validateMeasurement(values, base, context).errors).toEqual({
      date: 'A data não pode ser depois de hoje',
      driver_id: 'Motorista inativo: escolha outro',
    });
  });
});
