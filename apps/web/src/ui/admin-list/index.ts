export { useAdminList, type AdminListOptions, type AdminListState, type ListPage } from './useAdminList';
export { AdminListView, type AdminListConfirm, type AdminListEmpty, type AdminListViewProps } from './AdminListView';
export { FilterBar, type FilterDef } from './FilterBar';
export { countLine, showingText, pageRange } from './showing';
