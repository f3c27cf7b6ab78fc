// ReelRender
