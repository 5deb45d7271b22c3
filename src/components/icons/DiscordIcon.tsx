import React from 'react';
import SvgIcon, {type SvgIconProps} from '@mui/material/SvgIcon';

/** A simple chat-bubble mark standing for the Discord community. */
export function DiscordIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props} viewBox="0 0 24 24">
      <path d="M7 4h10a4 4 0 0 1 4 4v6a4 4 0 0 1-4 4h-3.2L9 21.5V18H7a4 4 0 0 1-4-4V8a4 4 0 0 1 4-4Zm2.5 6.25a1.25 1.25 0 1 0 0 2.5 1.25 1.25 0 0 0 0-2.5Zm5 0a1.25 1.25 0 1 0 0 2.5 1.25 1.25 0 0 0 0-2.5Z" />
    </SvgIcon>
  );
}
