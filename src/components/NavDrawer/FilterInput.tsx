import React, {type ChangeEvent, type KeyboardEvent} from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';

interface FilterInputProps {
  /** The input's id (its label points at it). */
  id: string;
  /** The id of the list the input filters. */
  listId: string;
  query: string;
  onQueryChange: (query: string) => void;
  /** Enter with a query. */
  onSubmit: (query: string) => void;
  onFocus?: () => void;
}

/** The labelled Find Page box: typing sets the query, Enter submits it, Escape and the clear button empty it. */
export function FilterInput({id, listId, query, onQueryChange, onSubmit, onFocus}: FilterInputProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && query) {
      event.preventDefault();
      onSubmit(query);
    } else if (event.key === 'Escape' && query) {
      event.preventDefault();
      onQueryChange('');
    }
  };

  return (
    <Box sx={{p: 1.5, pb: 1}}>
      <Box
        component="label"
        htmlFor={id}
        sx={{display: 'block', fontSize: '0.75rem', fontWeight: 600, color: 'text.secondary', mb: 0.5}}>
        Find Page
      </Box>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
          px: 1,
          height: 40,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          '&:focus-within': {
            borderColor: 'primary.main',
            boxShadow: (t) => `inset 0 0 0 1px ${t.vars.palette.primary.main}`,
          },
        }}>
        <SearchIcon fontSize="small" sx={{color: 'text.secondary'}} aria-hidden />
        <Box
          component="input"
          id={id}
          type="text"
          value={query}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onQueryChange(event.target.value)}
          onKeyDown={onKeyDown}
          onFocus={onFocus}
          autoComplete="off"
          spellCheck={false}
          aria-controls={listId}
          placeholder="Name or keyword"
          sx={{
            flex: 1,
            minWidth: 0,
            border: 0,
            outline: 0,
            bgcolor: 'transparent',
            color: 'text.primary',
            font: 'inherit',
            fontSize: '0.9rem',
            '&::placeholder': {color: 'text.secondary', opacity: 1},
          }}
        />
        {query ? (
          <IconButton size="small" aria-label="Clear filter" onClick={() => onQueryChange('')}>
            <ClearIcon fontSize="small" />
          </IconButton>
        ) : null}
      </Box>
    </Box>
  );
}
