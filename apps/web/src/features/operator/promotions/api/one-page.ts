// The desk's unpaged lists (promotions, goods, missions, draws) come whole, as { list }; shown as one
// page, they take the same paged list frame as the desk's paged lists.
import type { ListPage } from '../../components/PagedList';

export function asOnePage<Item>({ list }: { list: Item[] }): ListPage<Item> {
  return { list, total: list.length, totalPages: list.length > 0 ? 1 : 0 };
}
