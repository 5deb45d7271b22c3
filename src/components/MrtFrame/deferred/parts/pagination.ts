/** MRT's page-number pagination (`paginationDisplayMode: 'pages'`): one chunk. */
export {default as Pagination} from '@mui/material/Pagination';
export {default as PaginationItem} from '@mui/material/PaginationItem';
