import { useLoaderData, useNavigation, useRevalidator } from 'react-router';
import type { Loaded } from './loaded';

/**
 * A page's loader answer with what its states need: the data or the failure, Try Again (runs the
 * loaders again) and whether new data is on its way (a retry, or a navigation to this page with
 * other search params), so the page can mark its results busy instead of blanking them.
 */
export function useLoaded<T>() {
  const loaded = useLoaderData() as Loaded<T>;
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  return {
    data: loaded.data,
    failure: loaded.failure,
    retry: () => void revalidator.revalidate(),
    reloading: revalidator.state === 'loading' || navigation.state === 'loading',
  };
}
