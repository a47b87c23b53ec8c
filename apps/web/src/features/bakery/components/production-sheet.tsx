import { formatDate, formatQuantity, unitLabel } from '@rota/domain';
import { messages } from '../messages.ts';
import type { CategoryCards } from '../model/product-cards.ts';
import './bakery-print.css';

/** The production sheet, print only (A4): per category, each product and its total to make. */
export function ProductionSheet({
  title,
  date,
  groups,
}: {
  title: string;
  date: string;
  groups: CategoryCards[];
}) {
  return (
    <div className="rota-bakery-sheet" data-testid="production-sheet">
      <h1>{messages.print.productionTitle(title, formatDate(date))}</h1>
      {groups.map(({ look, cards }) => (
        <section key={look.code}>
          <h2>{look.name}</h2>
          <table>
            <thead>
              <tr>
                <th>{messages.print.product}</th>
                <th>{messages.print.unit}</th>
                <th>{messages.print.total}</th>
                <th>{messages.print.check}</th>
              </tr>
            </thead>
            <tbody>
              {cards.map((card) => (
                <tr key={card.key}>
                  <td>{card.description}</td>
                  <td>{unitLabel(card.unit)}</td>
                  <td className="number">{formatQuantity(card.quantity)}</td>
                  <td />
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  );
}
