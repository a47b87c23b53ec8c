import { beforeEach, describe, expect, it } from 'vitest';
import { stationStore } from './station-store.ts';

beforeEach(() => {
  localStorage.clear();
  stationStore.reset();
});

describe('stationStore', () => {
  it('keeps the operator, the machine and the OP per company across a reload', () => {
    stationStore.set(1, { operatorId: 4, machineId: 2 });
    stationStore.set(1, { numOp: '7001' });
    stationStore.set(2, { operatorId: 9 });
    stationStore.reset();
    expect(stationStore.get(1)).toEqual({ operatorId: 4, machineId: 2, numOp: '7001' });
    expect(stationStore.get(2)).toEqual({ operatorId: 9, machineId: null, numOp: null });
  });

  it('reads anything it cannot use as nothing chosen', () => {
    localStorage.setItem('rota.apoint.station.1', '{quebrado');
    localStorage.setItem(
      'rota.apoint.station.2',
      JSON.stringify({ operatorId: 'x', machineId: -1, numOp: '  ' }),
    );
    expect(stationStore.get(1)).toEqual({ operatorId: null, machineId: null, numOp: null });
    expect(stationStore.get(2)).toEqual({ operatorId: null, machineId: null, numOp: null });
  });
});
