import React, {
  cloneElement,
  forwardRef,
  isValidElement,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentType,
  type ReactElement,
  type Ref,
  type SyntheticEvent,
} from 'react';
import type {TooltipProps} from '@mui/material/Tooltip';
import {useTheme} from '@mui/material/styles';
import {useEventCallback, useForkRef} from '@mui/material/utils';

/**
 * MRT wraps nearly every button of a table in MUI's Tooltip, and Tooltip brings Popper, its positioning engine
 * and a transition (~10 KB gzip) to every table page, although a tooltip only ever shows after a pointer rests on
 * a button, a keyboard focuses one or a finger presses one. This stand-in renders the wrapped element exactly as
 * MUI's Tooltip does (the same element, its name or description from the title, the same other props) and runs
 * MUI's open/close rules itself (tests/unit/components/tooltipContract.test.tsx compares the two); the real
 * Tooltip is downloaded the first time one should open and is then rendered beside the element, anchored to it.
 * The wrapped element is never re-created, so focus, hover and a click in progress are never lost.
 */
type Handler = (event: SyntheticEvent) => void;
type ChildProps = Record<string, unknown> & {
  className?: string;
  onMouseOver?: Handler;
  onMouseLeave?: Handler;
  onFocus?: Handler;
  onBlur?: Handler;
  onTouchStart?: Handler;
  onTouchEnd?: Handler;
};

let Popup: ComponentType<TooltipProps> | null = null;
let loading: Promise<ComponentType<TooltipProps>> | null = null;
function loadPopup(): Promise<ComponentType<TooltipProps>> {
  loading ??= import('@mui/material/Tooltip').then((module) => (Popup = module.default as ComponentType<TooltipProps>));
  return loading;
}

// MUI's "hysteresis", shared by all tooltips: until 800 ms (+ leaveDelay) after one closes, the next one waits
// enterNextDelay instead of enterDelay
let hysteresisOpen = false;
let hysteresisTimer: ReturnType<typeof setTimeout> | undefined;

/** One pending action of a tooltip, dropped when the tooltip unmounts (MUI's useTimeout). */
function useTimer() {
  const [timer] = useState(() => {
    let handle: ReturnType<typeof setTimeout> | undefined;
    return {
      start: (ms: number, run: () => void) => {
        clearTimeout(handle);
        handle = setTimeout(run, ms);
      },
      clear: () => clearTimeout(handle),
    };
  });
  useEffect(() => timer.clear, [timer]);
  return timer;
}

/** Whether the element has keyboard focus, as MUI reads it (false where `:focus-visible` is unsupported). */
function isFocusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false;
  }
}

/** MUI's order: the element's own handler first, then the tooltip's. */
const compose =
  (own: Handler, theirs: unknown): Handler =>
  (event) => {
    (theirs as Handler | undefined)?.(event);
    own(event);
  };

const HIDDEN = {display: 'none'} as const;

const DeferredTooltip = forwardRef(function DeferredTooltip(props: TooltipProps, ref: Ref<Element>) {
  const {
    children,
    title,
    describeChild = false,
    disableFocusListener = false,
    disableHoverListener = false,
    disableInteractive = false,
    disableTouchListener = false,
    enterDelay = 100,
    enterNextDelay = 0,
    enterTouchDelay = 700,
    followCursor = false,
    id: idProp,
    leaveDelay = 0,
    leaveTouchDelay = 1500,
    open: openProp,
    onOpen,
    onClose,
    // read by the popup only
    arrow,
    classes,
    components,
    componentsProps,
    placement,
    PopperComponent,
    PopperProps,
    slotProps,
    slots,
    TransitionComponent,
    TransitionProps,
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
  const reactId = useId();
  const id = idProp ?? reactId;
  const closeResetDelay = useTheme().transitions.duration.shortest;
  const enterTimer = useTimer();
  const leaveTimer = useTimer();
  const touchTimer = useTimer();
  const closeTimer = useTimer();
  // after a touch, the mouse events a mobile browser emulates from it do not open the tooltip
  const ignoreNonTouchEvents = useRef(false);
  /** The element a finger is pressing, and its own `-webkit-user-select` before the press. */
  const pressed = useRef<{element: HTMLElement; userSelect: string} | undefined>(undefined);
  // React 19 passes an element's ref as a prop
  const handleRef = useForkRef(child.props.ref as Ref<Element> | undefined, ref, node);

  // there is no point in showing an empty tooltip: every falsy title but 0 keeps it closed
  const hasTitle = typeof title === 'number' || Boolean(title);
  const open = hasTitle && (openProp ?? openState);

  const handleOpen = (event: SyntheticEvent) => {
    clearTimeout(hysteresisTimer);
    hysteresisOpen = true;
    setOpenState(true);
    if (!open) onOpen?.(event);
  };
  const handleClose = useEventCallback((event: SyntheticEvent | Event) => {
    clearTimeout(hysteresisTimer);
    hysteresisTimer = setTimeout(() => (hysteresisOpen = false), 800 + leaveDelay);
    setOpenState(false);
    if (open) onClose?.(event as SyntheticEvent);
    closeTimer.start(closeResetDelay, () => (ignoreNonTouchEvents.current = false));
  });

  // the popup's code is fetched the first time a tooltip should show, and kept from then on
  useEffect(() => {
    if (!open || popup) return;
    if (Popup) setPopup(() => Popup);
    else void loadPopup().then((loaded) => setPopup(() => loaded));
  }, [open, popup]);

  // Escape closes an open tooltip
  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') handleClose(event);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, handleClose]);

  const stopTouchInteraction = useEventCallback(() => {
    if (pressed.current) {
      pressed.current.element.style.webkitUserSelect = pressed.current.userSelect;
      pressed.current = undefined;
    }
    touchTimer.clear();
  });
  useEffect(() => stopTouchInteraction, [stopTouchInteraction]);

  const handleMouseOver = (event: SyntheticEvent) => {
    if (ignoreNonTouchEvents.current && event.type !== 'touchstart') return;
    // no native tooltip beside this one (describeChild), before the next render
    node.current?.removeAttribute('title');
    enterTimer.clear();
    leaveTimer.clear();
    if (enterDelay || (hysteresisOpen && enterNextDelay)) {
      enterTimer.start(hysteresisOpen ? enterNextDelay : enterDelay, () => handleOpen(event));
    } else {
      handleOpen(event);
    }
  };
  const handleMouseLeave = (event: SyntheticEvent | Event) => {
    enterTimer.clear();
    leaveTimer.start(leaveDelay, () => handleClose(event));
  };
  // a focus from the keyboard shows the tooltip, a focus from a click or a tap does not
  const handleFocus = (event: SyntheticEvent) => {
    if (isFocusVisible(event.target as Element)) handleMouseOver(event);
  };
  // InputBase calls onBlur() without an event when it becomes disabled
  const handleBlur = (event?: SyntheticEvent) => {
    const target = (event?.target as Element | undefined) ?? node.current;
    if (!target || !isFocusVisible(target)) handleMouseLeave(event ?? new Event('blur'));
  };
  const detectTouchStart = (event: SyntheticEvent) => {
    ignoreNonTouchEvents.current = true;
    child.props.onTouchStart?.(event);
  };
  // a long press opens the tooltip; lifting the finger closes it leaveTouchDelay later
  const handleTouchStart = (event: SyntheticEvent) => {
    detectTouchStart(event);
    leaveTimer.clear();
    closeTimer.clear();
    stopTouchInteraction();
    // No iOS text selection on the long press. MUI's Tooltip sets this on <body>: an inherited property, so
    // every tap restyles the whole page twice (press and release: ~90 ms each at CPU 4× on a guide page).
    // The pressed element is where a long press would start a selection, and its subtree restyles in no time.
    const element = node.current instanceof HTMLElement ? node.current : undefined;
    if (element) {
      pressed.current = {element, userSelect: element.style.webkitUserSelect};
      element.style.webkitUserSelect = 'none';
    }
    touchTimer.start(enterTouchDelay, () => {
      stopTouchInteraction();
      handleMouseOver(event);
    });
  };
  const handleTouchEnd = (event: SyntheticEvent) => {
    child.props.onTouchEnd?.(event);
    stopTouchInteraction();
    leaveTimer.start(leaveTouchDelay, () => handleClose(event));
  };

  const titleIsString = typeof title === 'string';
  const nameOrDescription = describeChild
    ? {title: !open && titleIsString && !disableHoverListener ? title : null, 'aria-describedby': open ? id : null}
    : {'aria-label': titleIsString ? title : null, 'aria-labelledby': open && !titleIsString ? id : null};
  const childProps: ChildProps = {
    ...nameOrDescription,
    ...(other as Record<string, unknown>),
    ...child.props,
    className: [(other as ChildProps).className, child.props.className].filter(Boolean).join(' ') || undefined,
    onTouchStart: detectTouchStart,
    ref: handleRef,
  };
  // the pointer or focus may move from the element onto an interactive tooltip without closing it
  const interactive = !disableInteractive && !followCursor;
  const popperListeners: ChildProps = {};
  if (!disableTouchListener) {
    childProps.onTouchStart = handleTouchStart;
    childProps.onTouchEnd = handleTouchEnd;
  }
  if (!disableHoverListener) {
    childProps.onMouseOver = compose(handleMouseOver, childProps.onMouseOver);
    childProps.onMouseLeave = compose(handleMouseLeave, childProps.onMouseLeave);
    if (interactive) Object.assign(popperListeners, {onMouseOver: handleMouseOver, onMouseLeave: handleMouseLeave});
  }
  if (!disableFocusListener) {
    childProps.onFocus = compose(handleFocus, childProps.onFocus);
    childProps.onBlur = compose(handleBlur, childProps.onBlur);
    if (interactive) Object.assign(popperListeners, {onFocus: handleFocus, onBlur: handleBlur});
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
            // MUI lets the popper's own props override these listeners, and resolves a function with its state
            popper: (ownerState) => ({
              ...popperListeners,
              ...(typeof slotProps?.popper === 'function' ? slotProps.popper(ownerState) : slotProps?.popper),
              anchorEl: anchor,
            }),
          }}>
          <span style={HIDDEN} />
        </Loaded>
      ) : null}
    </>
  );
});

export default DeferredTooltip;
