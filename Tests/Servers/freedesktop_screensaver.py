'''org.freedesktop.ScreenSaver mock template for python3-dbusmock (KDE, Xfce and others
implement this interface; dbusmock ships only GNOME's): GetActive, and SetActive, which emits
ActiveChanged as a real screen saver does when it starts or stops.

    python3 -m dbusmock --template Tests/Servers/freedesktop_screensaver.py
'''

BUS_NAME = 'org.freedesktop.ScreenSaver'
MAIN_OBJ = '/org/freedesktop/ScreenSaver'
MAIN_IFACE = 'org.freedesktop.ScreenSaver'
SYSTEM_BUS = False


def load(mock, parameters):
    mock.is_active = bool(parameters.get('active', False))
    mock.AddMethods(MAIN_IFACE, [
        ('GetActive', '', 'b', 'ret = self.is_active'),
        ('SetActive', 'b', 'b',
         'self.is_active = args[0]; self.EmitSignal("", "ActiveChanged", "b", [self.is_active]); ret = True'),
        ('GetActiveTime', '', 'u', 'ret = 0'),
        ('SimulateUserActivity', '', '', ''),
    ])
