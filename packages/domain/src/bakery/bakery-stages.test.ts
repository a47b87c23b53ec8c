import { describe, expect, it } from 'vitest';
import { quantityMessages } from '../quantity/quantity.ts';
import { BAKERY_BOARDS, isProducedCategory, readyAt, stagesOf, stampProblem } from './bakery-stages.ts';
import { BAKERY_CATEGORIES } from './categories.ts';

const bread = { category: '01', unit: 'UN', quantity: 100, produced: 80, separated: 50, delivered: 20 };
const soda = { category: '03', unit: 'UN', quantity: 24, produced: 0, separated: 12, delivered: 0 };

describe('stampProblem', () => {
  it('takes decimals of a weighed line, to the thousandth (issue 22 §3)', () => {
    const cheese = { category: '01', unit: 'KG', quantity: 2.5, produced: 1.5, separated: 0, delivered: 0 };
    expect(stampProblem(cheese, 'production', 1.5)).toBeNull();
    expect(stampProblem(cheese, 'production', 2.5)).toBeNull();
    expect(stampProblem(cheese, 'production', 2.501)).toBe('A quantidade passa do pedido (2,5)');
    expect(stampProblem(cheese, 'production', 1.0005)).toBe(quantityMessages.tooManyDecimals(3));
    expect(stampProblem(cheese, 'separation', 1.75)).toBe('Só 1,5 de 2,5 foram produzidos');
    expect(stampProblem({ ...cheese, unit: 'UN', quantity: 3 }, 'production', 1.5)).toBe(
      quantityMessages.wholeOnly,
    );
  });

  it('lets a stage move within what the stage before it has done', () => {
    expect(stampProblem(bread, 'production', 100)).toBeNull();
    expect(stampProblem(bread, 'production', 50)).toBeNull();
    expect(stampProblem(bread, 'separation', 80)).toBeNull();
    expect(stampProblem(bread, 'separation', 20)).toBeNull();
    expect(stampProblem(bread, 'delivery', 50)).toBeNull();
    expect(stampProblem(bread, 'delivery', 0)).toBeNull();
  });

  it('refuses more than ordered and negative or broken quantities', () => {
    expect(stampProblem(bread, 'production', 101)).toBe('A quantidade passa do pedido (100)');
    expect(stampProblem(bread, 'production', -1)).toBe('A quantidade não pode ser negativa');
    // Issue 22 §3: a fraction of a counted line is refused by its own message (it was told "negativa").
    expect(stampProblem(bread, 'production', 1.5)).toBe(quantityMessages.wholeOnly);
  });

  it('never separates what was not produced nor delivers what was not separated', () => {
    expect(stampProblem(bread, 'separation', 81)).toBe('Só 80 de 100 foram produzidos');
    expect(stampProblem(bread, 'delivery', 51)).toBe('Só 50 de 100 foram separados');
  });

  it('undoes from the last stage back', () => {
    expect(stampProblem(bread, 'production', 49)).toBe('Já foram separados 50: desfaça a separação antes');
    expect(stampProblem(bread, 'separation', 19)).toBe('Já foram entregues 20: desfaça a entrega antes');
  });

  it('separates bought-in goods without production, and refuses to produce them', () => {
    expect(stampProblem(soda, 'separation', 24)).toBeNull();
    expect(stampProblem(soda, 'production', 24)).toBe(
      'Este item não é produzido aqui: vai direto para a separação',
    );
  });
});

describe('readyAt', () => {
  it('is what the stage before made ready: the order, the oven, the separation', () => {
    expect(readyAt(bread, 'production')).toBe(100);
    expect(readyAt(bread, 'separation')).toBe(80);
    expect(readyAt(bread, 'delivery')).toBe(50);
    expect(readyAt(soda, 'separation')).toBe(24);
  });

  it('is always a quantity the stamp rule accepts', () => {
    for (const line of [bread, soda]) {
      for (const stage of stagesOf(line)) expect(stampProblem(line, stage, readyAt(line, stage))).toBeNull();
    }
  });
});

describe('stages and boards', () => {
  it('sends produced categories through three stages and bought-in goods through two', () => {
    expect(stagesOf({ category: '11' })).toEqual(['production', 'separation', 'delivery']);
    expect(stagesOf({ category: '31' })).toEqual(['separation', 'delivery']);
  });

  it('puts every category on exactly one separation board, and produced ones on one production board', () => {
    for (const { code } of BAKERY_CATEGORIES) {
      const separation = [BAKERY_BOARDS['separation-bread'], BAKERY_BOARDS['separation-drink']];
      expect(separation.filter((board) => board.has(code))).toHaveLength(1);
      const production = [BAKERY_BOARDS.bread, BAKERY_BOARDS.confectionery].filter((board) =>
        board.has(code),
      );
      expect(production).toHaveLength(isProducedCategory(code) ? 1 : 0);
    }
  });

  it('shows bread on Produção, cakes on Confeitaria and sodas on Separação de Bebidas', () => {
    expect(BAKERY_BOARDS.bread.has('01')).toBe(true);
    expect(BAKERY_BOARDS.confectionery.has('11')).toBe(true);
    expect(BAKERY_BOARDS['separation-drink'].has('03')).toBe(true);
    expect(BAKERY_BOARDS['separation-bread'].has('01')).toBe(true);
  });
});
