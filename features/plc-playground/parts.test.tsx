// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, renderHook, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { useState, type ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import english from "@/messages/en.json";
import { NAME_MAX_LENGTH, placeVariables, type PlaygroundAction } from "./model/playground-state";
import { useWatchTable, type WatchDrafts } from "./use-watch-table";
import { VariableRow } from "./variable-row";
import { examplePlayground } from "@/tests/support/plc-example";

const texts = ({ children }: { children: ReactNode }) => (
  <NextIntlClientProvider locale="en" messages={{ plc: english.plc }}>
    {children}
  </NextIntlClientProvider>
);

const state = examplePlayground();
const placed = placeVariables(state);
const indexOf = (name: string) => placed.findIndex((entry) => entry.variable.name === name);
const idOf = (name: string) => placed[indexOf(name)]!.variable.id;

afterEach(cleanup);

function renderRow(name: string, dispatch: (action: PlaygroundAction) => void, { open = true, onToggle = () => {} } = {}) {
  const index = indexOf(name);
  render(
    <table>
      <tbody>
        <VariableRow state={state} entry={placed[index]!} index={index} placed={placed} dispatch={dispatch} onStatus={() => {}} open={open} onToggle={onToggle} />
      </tbody>
    </table>,
    { wrapper: texts },
  );
}

describe("a variable row of the configuration", () => {
  it("sums itself up in a line that opens and closes its fields: name, type, address and its check", () => {
    const onToggle = vi.fn();
    renderRow("Temperature", vi.fn(), { open: false, onToggle });
    const line = screen.getByRole("button", { expanded: false });
    expect(line.textContent).toBe("Temperature✓OKint16 (INT) · %DB10.DBW4");
    fireEvent.click(line);
    expect(onToggle).toHaveBeenCalledTimes(1);
    cleanup();
    renderRow("Temperature", vi.fn(), { open: true });
    expect(screen.getByRole("button", { expanded: true }).closest("tr")?.dataset.open).toBe("true");
  });

  it("refuses a start value outside the type's range, says why and keeps the typed text", () => {
    const dispatch = vi.fn();
    renderRow("Temperature", dispatch);
    const start = screen.getByLabelText("Start value: Temperature");
    fireEvent.focus(start);
    fireEvent.change(start, { target: { value: "40000" } });
    fireEvent.keyDown(start, { key: "Enter" });
    expect(screen.getByRole("alert").textContent).toBe("Out of range: int16 (INT) takes -32768 … 32767.");
    expect(start.getAttribute("aria-invalid")).toBe("true");
    expect((start as HTMLInputElement).value).toBe("40000");
    expect(dispatch).not.toHaveBeenCalled();
  });

  it("applies a start value within the range", () => {
    const dispatch = vi.fn();
    renderRow("Temperature", dispatch);
    const start = screen.getByLabelText("Start value: Temperature");
    fireEvent.focus(start);
    fireEvent.change(start, { target: { value: " 32767 " } });
    fireEvent.keyDown(start, { key: "Enter" });
    expect(screen.queryByRole("alert")).toBeNull();
    expect(dispatch).toHaveBeenCalledWith({ type: "updateVariable", id: idOf("Temperature"), patch: { start: "32767" } });
  });

  it("states the character limit of a name in words of the page's language", () => {
    renderRow("Mode", vi.fn());
    const name = screen.getByLabelText(english.plc.variables.name);
    fireEvent.focus(name);
    fireEvent.change(name, { target: { value: "M".repeat(NAME_MAX_LENGTH + 1) } });
    fireEvent.blur(name);
    expect(screen.getByRole("alert").textContent).toBe(`At most ${NAME_MAX_LENGTH} characters.`);
  });
});

describe("the watch table", () => {
  function renderWatch(dispatch: (action: PlaygroundAction) => void) {
    return renderHook(
      () => {
        const [drafts, setDrafts] = useState<WatchDrafts>({});
        return useWatchTable({ state, placed, dispatch, drafts, onDrafts: setDrafts });
      },
      { wrapper: texts },
    );
  }

  it("asks for ticked rows before a write", () => {
    const dispatch = vi.fn();
    const { result } = renderWatch(dispatch);
    act(() => result.current.modifySelected());
    expect(result.current.status).toBe(english.plc.watch.noneSelected);
    expect(dispatch).not.toHaveBeenCalled();
  });

  it("writes nothing when one ticked row is refused, and shows the refusal at that row", () => {
    const dispatch = vi.fn();
    const { result } = renderWatch(dispatch);
    act(() => result.current.setDraft(idOf("Mode"), { modify: "7", modifySelected: true }));
    act(() => result.current.setDraft(idOf("Temperature"), { modify: "99999", modifySelected: true }));
    act(() => result.current.modifySelected());
    expect(dispatch).not.toHaveBeenCalled();
    expect(result.current.errors[idOf("Temperature")]).toEqual({ field: "modify", message: "Out of range: int16 (INT) takes -32768 … 32767." });
    expect(result.current.errors[idOf("Mode")]).toBeUndefined();
  });

  it("writes every ticked row and names them", () => {
    const dispatch = vi.fn();
    const { result } = renderWatch(dispatch);
    act(() => result.current.setDraft(idOf("Mode"), { modify: "7", modifySelected: true }));
    act(() => result.current.setDraft(idOf("Temperature"), { modify: "-5", modifySelected: true }));
    act(() => result.current.modifySelected());
    expect(dispatch).toHaveBeenCalledTimes(2);
    expect(result.current.status).toBe("Written: Mode, Temperature.");
  });

  it("keeps showing the frozen values while monitoring is off", () => {
    const { result, rerender } = renderWatch(vi.fn());
    act(() => result.current.toggleMonitoring());
    rerender();
    expect(result.current.monitoring).toBe(false);
    expect(result.current.shown).toBe(state);
  });
});
