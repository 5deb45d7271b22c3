import React, {
  cloneElement,
  forwardRef,
  isValidElement,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type FocusEvent,
  type MouseEvent,
  type ReactElement,
  type Ref,
  type SyntheticEvent,
} from 'react';
import type {TooltipProps} from '@mui/material/Tooltip';
import {useForkRef} from '@mui/material/utils';

/**
 * MRT wraps nearly every button of a table in MUI's Tooltip, and Tooltip brings Popper, its positioning engine
 * and a transition (~10 KB gzip) to every table page, although a tooltip only ever shows after a pointer rests on
 * a button or a keyboard focuses one. This stand-in renders the wrapped element exactly as a closed Tooltip does
 * (the same element, `aria-label` from a text title, the same other props) and runs the open/close rules itself;
 * the real Tooltip is downloaded the first time one should open and is then rendered beside the element, anchored
 * to it. The wrapped element is never re-created, so focus, hover and a click in progress are never lost.
 */
type ChildProps = Record<string, unknown> & {
  className?: string;
  onMouseOver?: (event: MouseEvent) => void;
  onMouseLeave?: (event: MouseEvent) => void;
  onFocus?: (event: FocusEvent) => void;
  onBlur?: (event: FocusEvent) => void;
};

let Popup: ComponentType<TooltipProps> | null = null;
let loading: Promise<ComponentType<TooltipProps>> | null = null;
function loadPopup(): Promise<ComponentType<TooltipProps>> {
  loading ??= import('@mui/material/Tooltip').then((module) => (Popup = module.default as ComponentType<TooltipProps>));
  return loading;
}

const HIDDEN = {display: 'none'} as const;

const DeferredTooltip = forwardRef(function DeferredTooltip(props: TooltipProps, ref: Ref<Element>) {
  const {
    children,
    title,
    describeChild = false,
    disableFocusListener = false,
    disableHoverListener = false,
    enterDelay = 100,
    leaveDelay = 0,
    open: openProp,
    onOpen,
    onClose,
    // read by the popup only
    arrow,
    classes,
    components,
    componentsProps,
    disableInteractive,
    followCursor,
    id,
    placement,
    PopperComponent,
    PopperProps,
    slotProps,
    slots,
    TransitionComponent,
    TransitionProps,
    // touch opens on a long press in MUI; here touch devices get the element's name only
    disableTouchListener: _disableTouchListener,
    enterNextDelay: _enterNextDelay,
    enterTouchDelay: _enterTouchDelay,
    leaveTouchDelay: _leaveTouchDelay,
    ...other
  } = props;
  const child = (isValidElement(children) ? children : <span>{children}</span>) as ReactElement<ChildProps>;
  // the wrapped element, for anchoring the popup: a ref, not state, so that attaching it on mount does not
  // render every tooltip of a table a second time right after hydration
  const node = useRef<Element | null>(null);
  // Popper's anchor, read when the popup positions itself (the popup only renders after the element has mounted)
  const anchor = useCallback(() => node.current!, []);
  const [openState, setOpenState] = useState(false);
  const [popup, setPopup] = useState<ComponentType<TooltipProps> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // React 19 passes an element's ref as a prop
  const handleRef = useForkRef(child.props.ref as Ref<Element> | undefined, ref, node);

  const hasTitle = typeof title === 'number' || Boolean(title);
  const open = hasTitle && (openProp ?? openState);

  const change = useCallback(
    (next: boolean, event: SyntheticEvent | Event) => {
      clearTimeout(timer.current);
      setOpenState(next);
      if (next) onOpen?.(event as SyntheticEvent);
      else onClose?.(event as SyntheticEvent);
    },
    [onOpen, onClose],
  );

  // the popup's code is fetched the first time a tooltip should show, and kept from then on
  useEffect(() => {
    if (!open || popup) return;
    if (Popup) setPopup(() => Popup);
    else void loadPopup().then((loaded) => setPopup(() => loaded));
  }, [open, popup]);

  // Escape closes an open tooltip, as MUI's does
  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') change(false, event);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, change]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const scheduleOpen = (event: SyntheticEvent) => {
    clearTimeout(timer.current);
    event.persist?.();
    if (open) return;
    timer.current = setTimeout(() => change(true, event), enterDelay);
  };
  const scheduleClose = (event: SyntheticEvent) => {
    clearTimeout(timer.current);
    event.persist?.();
    timer.current = setTimeout(() => change(false, event), leaveDelay);
  };

  const titleIsString = typeof title === 'string';
  const nameOrDescription = describeChild
    ? {title: !open && titleIsString && !disableHoverListener ? title : null}
    : {'aria-label': titleIsString ? title : null};
  const childProps: ChildProps = {
    ...nameOrDescription,
    ...(other as Record<string, unknown>),
    ...child.props,
    className: [(other as ChildProps).className, child.props.className].filter(Boolean).join(' ') || undefined,
    ref: handleRef,
  };
  if (!disableHoverListener) {
    childProps.onMouseOver = (event) => {
      child.props.onMouseOver?.(event);
      scheduleOpen(event);
    };
    childProps.onMouseLeave = (event) => {
      child.props.onMouseLeave?.(event);
      scheduleClose(event);
    };
  }
  if (!disableFocusListener) {
    childProps.onFocus = (event) => {
      child.props.onFocus?.(event);
      // like MUI: a focus from the keyboard shows the tooltip, a focus from a click does not
      if ((event.target as Element).matches?.(':focus-visible')) scheduleOpen(event);
    };
    childProps.onBlur = (event) => {
      child.props.onBlur?.(event);
      scheduleClose(event);
    };
  }

  const Loaded = popup;
  return (
    <>
      {cloneElement(child, childProps)}
      {Loaded ? (
        <Loaded
          {...{arrow, classes, components, componentsProps, disableInteractive, followCursor, id}}
          {...{placement, PopperComponent, PopperProps, slots, TransitionComponent, TransitionProps}}
          title={title}
          open={open}
          disableFocusListener
          disableHoverListener
          disableTouchListener
          slotProps={{
            ...slotProps,
            popper: {...(typeof slotProps?.popper === 'object' ? slotProps.popper : {}), anchorEl: anchor},
          }}>
          <span style={HIDDEN} />
        </Loaded>
      ) : null}
    </>
  );
});

export default DeferredTooltip;
