import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';

/**
 * A history entry's state: `productSheet` marks one the screen pushed to open a sheet (closing
 * it goes back); the rest is kept as it was when the sheet opens or closes.
 */
const sheetStateSchema = z.looseObject({ productSheet: z.unknown().optional() });

export interface ProductSheet {
  /** The uuid in `?product=`, or null when no sheet is open. */
  productUuid: string | null;
  open: (uuid: string) => void;
  close: () => void;
}

/**
 * The product whose sheet is open, kept in the URL (`?product=<uuid>`, beside `?client=`): a
 * reload or the way back into the app reopens it, and the phone's back button closes it. Opening
 * from the list pushes one history entry (another product replaces it); closing goes back to it,
 * or, when the sheet came with the URL, drops the parameter in place.
 */
export function useProductSheet(): ProductSheet {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const productUuid = params.get('product');
  const state = useMemo(() => {
    const parsed = sheetStateSchema.safeParse(location.state);
    return parsed.success ? parsed.data : null;
  }, [location.state]);
  const pushed = state?.productSheet === true;

  const withProduct = useCallback(
    (uuid: string | null) => {
      const next = new URLSearchParams(params);
      if (uuid === null) next.delete('product');
      else next.set('product', uuid);
      const search = next.toString();
      return search === '' ? '' : `?${search}`;
    },
    [params],
  );

  const open = useCallback(
    (uuid: string) =>
      navigate(
        { search: withProduct(uuid) },
        { replace: productUuid !== null, state: { ...state, productSheet: productUuid === null || pushed } },
      ),
    [navigate, withProduct, productUuid, state, pushed],
  );
  const close = useCallback(() => {
    if (pushed) navigate(-1);
    else navigate({ search: withProduct(null) }, { replace: true, state });
  }, [navigate, pushed, withProduct, state]);

  return { productUuid, open, close };
}
