import { bakeryCategory, splitLabel } from '@rota/domain';

/** How a category is drawn: its tile colours and its name in lines of up to 4 words (§9). */
export interface CategoryLook {
  code: string;
  name: string;
  nameLines: string[];
  color: string;
  textColor: string;
}

/** A code the table does not know (a newer ERP category) is drawn grey with its code as name. */
export function categoryLook(code: string): CategoryLook {
  const category = bakeryCategory(code);
  const name = category?.name ?? `Categoria ${code}`;
  return {
    code,
    name,
    nameLines: splitLabel(name),
    color: category?.color ?? '#dee2e6',
    textColor: category?.textColor ?? '#000000',
  };
}
