#!/usr/bin/python3
"""
The browser WebKitWebDriver drives in the WebKit smoke tests: a bare WebKitGTK web view in a window of its own,
instead of Debian's MiniBrowser. MiniBrowser's toolbar keeps its window at least 447 px wide (no 375 px viewport),
and the views it makes for an automation session never write console messages out. Here the window holds nothing
but the view, so its size is the viewport's, and every console message (script errors, CSP refusals) is written to
the file given with --console-log, one per line. --no-javascript turns the view's script off, as a visitor can.

Started by WebKitWebDriver as `webkit-host.py --automation [--console-log=FILE] [--no-javascript]`
(capabilities: webkitgtk:browserOptions.binary and .args). Needs python3-gi and gir1.2-webkit2-4.1.
"""
import os
import sys

import gi

gi.require_version('Gtk', '3.0')
gi.require_version('WebKit2', '4.1')
from gi.repository import Gtk, WebKit2  # noqa: E402

args = sys.argv[1:]
options = dict(arg[2:].split('=', 1) for arg in args if arg.startswith('--') and '=' in arg)
javascript = '--no-javascript' not in args

# WebKit's web processes write console messages to the standard error they inherit from this process.
console_log = options.get('console-log')
if console_log:
    fd = os.open(console_log, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o644)
    os.dup2(fd, 1)
    os.dup2(fd, 2)
    os.close(fd)

context = WebKit2.WebContext.get_default()
context.set_automation_allowed(True)
windows = []


def create_web_view(_session):
    settings = WebKit2.Settings()
    settings.set_enable_write_console_messages_to_stdout(True)
    settings.set_enable_javascript(javascript)
    view = WebKit2.WebView(web_context=context, settings=settings, is_controlled_by_automation=True)
    window = Gtk.Window()
    window.set_default_size(1280, 900)
    window.add(view)
    view.connect('close', lambda _view: window.destroy())
    window.show_all()
    windows.append(window)
    return view


def automation_started(_context, session):
    info = WebKit2.ApplicationInfo()
    info.set_name('WebKitGTK')
    info.set_version(WebKit2.get_major_version(), WebKit2.get_minor_version(), WebKit2.get_micro_version())
    session.set_application_info(info)
    session.connect('create-web-view', create_web_view)


context.connect('automation-started', automation_started)
Gtk.main()
