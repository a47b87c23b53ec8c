import { formatDate, formatQuantity, unitLabel } from '@rota/domain';
import { messages } from '../messages.ts';
import type { DriverRoute } from '../model/driver-groups.ts';
import './bakery-print.css';

/** The separation sheet, print only (A4): one page per driver, its clients in order with their items. */
export function SeparationSheet({
  title,
  date,
  routes,
}: {
  title: string;
  date: string;
  routes: DriverRoute[];
}) {
  return (
    <div className="rota-bakery-sheet" data-testid="separation-sheet">
      {routes.map((route) => (
        <section className="driver" key={route.driver ?? ''}>
          <h1>
            {messages.print.separationTitle(title, formatDate(date))} —{' '}
            {messages.separation.driver(route.driver)}
          </h1>
          {route.stops.map((stop) => (
            <div key={stop.key}>
              <h2>{messages.separation.stop(stop.deliveryOrder, stop.clientName)}</h2>
              <table>
                <thead>
                  <tr>
                    <th>{messages.print.product}</th>
                    <th>{messages.print.unit}</th>
                    <th>{messages.print.quantity}</th>
                    <th>{messages.print.check}</th>
                  </tr>
                </thead>
                <tbody>
                  {stop.lines.map((line) => (
                    <tr key={line.id}>
                      <td>{line.description}</td>
                      <td>{unitLabel(line.unit)}</td>
                      <td className="number">{formatQuantity(line.quantity)}</td>
                      <td />
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ))}
        </section>
      ))}
    </div>
  );
}
